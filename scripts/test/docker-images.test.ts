// No docker engine runs the tests: this holds docker-compose.yml and the Dockerfile's stages together.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '../..');
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);

interface ComposeService {
  build?: { target: string; args?: { SERVICE?: string } };
  environment?: Record<string, string | number>;
}
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const built = Object.entries(compose.services).filter(([, service]) => service.build);

describe('the images docker-compose.yml builds', () => {
  it('are one per service and the gateway, each from a stage of the Dockerfile with its own SERVICE', () => {
    expect(built.map(([name]) => name).sort()).toEqual([
      'admin',
      'artist',
      'catalog',
      'commerce',
      'community',
      'gateway',
      'identity',
    ]);
    for (const [name, service] of built) {
      expect([name, service.build?.target, service.build?.args?.SERVICE]).toEqual([
        name,
        name === 'gateway' ? 'gateway' : 'service',
        name,
      ]);
      expect(stages).toContain(service.build!.target);
      expect(fs.existsSync(path.join(repoRoot, 'services', name, 'src/main.ts'))).toBe(true);
    }
  });

  it('give every service the address of each service it calls', () => {
    for (const [name, service] of built)
      expect([
        name,
        ['IDENTITY_URL', 'CATALOG_URL', 'ARTIST_URL', 'COMMERCE_URL', 'COMMUNITY_URL'].filter(
          (key) => !service.environment?.[key],
        ),
      ]).toEqual([name, []]);
  });
});

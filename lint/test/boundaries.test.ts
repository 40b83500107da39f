// The design rules of eslint.config.js, each proven on a few lines of code placed in the zone it guards.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import eslintConfig from '../../eslint.config.js';

const root = path.join(__dirname, '../..');
// The config is passed in rather than found, as jest cannot load a config file with import().
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: eslintConfig });

/** The rules a file at `filePath` (from the repository root) breaks with `code`. */
async function brokenRules(filePath: string, code: string) {
  // An import that resolves to nothing is no dependency at all, so a typo here would pass any boundary.
  for (const [, relative] of code.matchAll(/from '(\.[^']+)'/g)) {
    const target = path.join(root, path.dirname(filePath), relative!);
    expect(['.ts', '.tsx'].some((ext) => fs.existsSync(target + ext))).toBe(true);
  }
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'boundaries/dependencies';

describe('no import across remotes or services', () => {
  it('when a remote imports another remote, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'mf-artist/src/app/probe.ts',
      "export { commerceApi } from '../../../mf-commerce/src/app/commerce-api';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when the shell imports a remote, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'shell/src/features/theme/probe.ts',
      "export { adminApi } from '../../../../mf-admin/src/app/admin-api';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when a remote imports the shell, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'mf-admin/src/app/probe.ts',
      "export * from '../../../shell/src/features/theme/theme';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when a service imports another service, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'services/commerce/src/entry-points/http/probe.ts',
      "export { isoWeekStart } from '../../../../community/src/domain/week';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when a service and a remote use the shared packages, then nothing is broken', async () => {
    expect(
      await brokenRules(
        'services/commerce/src/entry-points/http/probe.ts',
        "export { slugify } from '@easel/contracts';",
      ),
    ).toEqual([]);
    expect(await brokenRules('mf-admin/src/app/probe.ts', "export { easelBaseQuery } from '@easel/store';")).toEqual(
      [],
    );
  });
});

describe('services go entry-points → domain → data-access', () => {
  it('when entry-points call the domain and name a data-access type, then nothing is broken', async () => {
    const code =
      "export { isoWeekStart } from '../../domain/week';\nexport type { VotesRepository } from '../../data-access/votes-repository';";
    expect(await brokenRules('services/community/src/entry-points/http/probe.ts', code)).toEqual([]);
  });

  it('when entry-points call data-access, then the boundary is broken: the deps hand them what they use', async () => {
    const broken = await brokenRules(
      'services/community/src/entry-points/http/probe.ts',
      "export { createVotesRepository } from '../../data-access/votes-repository';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when the domain names a data-access type, then nothing is broken', async () => {
    expect(
      await brokenRules(
        'services/community/src/domain/probe.ts',
        "export type { VotesRepository } from '../data-access/votes-repository';",
      ),
    ).toEqual([]);
  });

  it('when the domain calls data-access, then the boundary is broken: only the service root builds it', async () => {
    const broken = await brokenRules(
      'services/community/src/domain/probe.ts',
      "export { createVotesRepository } from '../data-access/votes-repository';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it("when data-access throws the domain's errors, then nothing is broken", async () => {
    expect(
      await brokenRules(
        'services/catalog/src/data-access/probe.ts',
        "export { ArtworkSlugTakenError } from '../domain/errors';",
      ),
    ).toEqual([]);
  });

  it('when the domain imports an entry point, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'services/community/src/domain/probe.ts',
      "export * from '../entry-points/http/routes';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when the domain imports express or knex, then the import is refused', async () => {
    const broken = await brokenRules(
      'services/community/src/domain/probe.ts',
      "export { Router } from 'express';\nexport type { Knex } from 'knex';",
    );
    expect(broken).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('when data-access imports a domain type, then nothing is broken', async () => {
    expect(
      await brokenRules(
        'services/community/src/data-access/probe.ts',
        "export type { Vote } from '../domain/community';",
      ),
    ).toEqual([]);
  });

  it('when data-access calls a domain rule, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'services/community/src/data-access/probe.ts',
      "export { isoWeekStart } from '../domain/week';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when a test or a migration uses the layers of its service, then nothing is broken', async () => {
    expect(
      await brokenRules('services/community/test/probe.test.ts', "export { isoWeekStart } from '../src/domain/week';"),
    ).toEqual([]);
    expect(
      await brokenRules('services/community/migrations/probe.ts', "export { communityService } from '../src/service';"),
    ).toEqual([]);
  });
});

describe('front-end features reach shared code, not each other', () => {
  it('when a feature imports another feature, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'mf-commerce/src/features/order-request/probe.ts',
      "export { cartSlice } from '../cart/state/cart-slice';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it("when a feature extends its remote's API slice, then nothing is broken", async () => {
    expect(
      await brokenRules(
        'mf-commerce/src/features/order-request/probe.ts',
        "export { commerceApi } from '../../app/commerce-api';",
      ),
    ).toEqual([]);
  });

  it("when a feature imports its front end's shared folder, then nothing is broken", async () => {
    const code =
      "export { ArtworkGrid } from '../../shared/components/artwork-grid';\nexport { useContainerWidth } from '../../shared/hooks/use-container-width';";
    expect(await brokenRules('mf-catalog/src/features/search/probe.ts', code)).toEqual([]);
  });

  it('when a feature imports another feature beside the shared folder, then the boundary is still broken', async () => {
    const broken = await brokenRules(
      'mf-catalog/src/features/search/probe.ts',
      "export { HomePage } from '../home/components/home-page';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when the shared folder uses itself and the API slice, then nothing is broken', async () => {
    const code = "export { mediaSrc } from '../card-rules';\nexport { catalogApi } from '../../app/catalog-api';";
    expect(await brokenRules('mf-catalog/src/shared/components/probe.ts', code)).toEqual([]);
  });

  it('when the shared folder imports a feature, then the boundary is broken', async () => {
    const broken = await brokenRules(
      'mf-catalog/src/shared/components/probe.ts',
      "export { HomePage } from '../../features/home/components/home-page';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it("when another remote imports a front end's shared folder, then the boundary is broken", async () => {
    const broken = await brokenRules(
      'mf-artist/src/app/probe.ts',
      "export { ArtworkGrid } from '../../../mf-catalog/src/shared/components/artwork-grid';",
    );
    expect(broken).toContain(BOUNDARY);
  });

  it('when exposed and app-level code import features, then nothing is broken', async () => {
    const code = "export { cartSlice } from '../features/cart/state/cart-slice';";
    expect(await brokenRules('mf-commerce/src/exposed/probe.ts', code)).toEqual([]);
    expect(await brokenRules('mf-commerce/src/app/probe.ts', code)).toEqual([]);
  });
});

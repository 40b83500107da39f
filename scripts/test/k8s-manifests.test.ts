// deploy/k8s renders with `kubectl kustomize`, and each overlay holds what running Easel on Kubernetes needs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { remoteNames, remoteOverrideProblems } from '../../services/gateway/src/domain/remotes';

const overlaysFolder = path.resolve(__dirname, '../../deploy/k8s/overlays');
const services = ['identity', 'catalog', 'artist', 'commerce', 'community', 'admin'];
const processes = [...services, 'gateway'];

// Who may call whom, from each service's *_URL settings: every process follows identity's ended sessions.
const callers: Record<string, string[]> = {
  identity: ['gateway', 'catalog', 'artist', 'commerce', 'community', 'admin'],
  catalog: ['gateway', 'identity', 'artist', 'commerce', 'community', 'admin'],
  artist: ['gateway', 'identity', 'commerce', 'admin'],
  commerce: ['gateway', 'artist', 'admin'],
  community: ['gateway', 'identity', 'catalog', 'artist', 'admin'],
  admin: ['gateway'],
};

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef };
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; emptyDir?: object }[];
}
type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values: string[] }[];
}
interface PolicyPeer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels };
  data?: Record<string, string>;
  // Each kind reads the few fields it has; the render is kubectl's, so their shapes are Kubernetes'.
  spec: {
    template: { metadata: { labels: Labels }; spec: PodSpec };
    selector: Selector | Labels;
    scaleTargetRef: { kind: string; name: string };
    minReplicas: number;
    podSelector: Selector;
    policyTypes: string[];
    ingress?: { from?: PolicyPeer[] }[];
    egress?: { ports?: { port: number }[] }[];
    rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[];
    tls?: { hosts: string[]; secretName: string }[];
    ports: { port: number }[];
  };
}

function render(overlay: string): Manifest[] {
  try {
    const output = execFileSync('kubectl', ['kustomize', path.join(overlaysFolder, overlay)], { encoding: 'utf8' });
    return parseAllDocuments(output).map((document) => document.toJS() as Manifest);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('kubectl renders deploy/k8s: apt-get install kubectl (.ci/run does)', { cause: error });
    throw error;
  }
}

const rendered = { dev: render('dev'), production: render('production') };
const byKind = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const named = (manifests: Manifest[], kind: string, name: string) => {
  const found = byKind(manifests, kind).find((manifest) => manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const appContainer = (deployment: Manifest) =>
  deployment.spec.template.spec.containers.find((container) => container.name === 'app')!;
const env = (container: Container, name: string) => container.env?.find((variable) => variable.name === name);
const configValue = (manifests: Manifest[], name: string) => {
  const maps = byKind(manifests, 'ConfigMap').filter((map) => map.data && name in map.data);
  return maps.map((map) => map.data![name]);
};
const matches = (selector: Selector, labels: Labels) =>
  Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  (selector.matchExpressions ?? []).every(
    ({ key, operator, values }) => operator === 'In' && values.includes(labels[key] ?? ''),
  );
const podLabels = (manifests: Manifest[], name: string) =>
  named(manifests, 'Deployment', name).spec.template.metadata.labels;

describe.each(['dev', 'production'] as const)('the %s overlay', (overlay) => {
  const manifests = rendered[overlay];

  it.each(processes)('runs %s with probes on /livez and /readyz, sized, non-root on a read-only root', (name) => {
    const deployment = named(manifests, 'Deployment', name);
    const pod = deployment.spec.template.spec;
    const app = appContainer(deployment);
    expect(app.livenessProbe?.httpGet).toEqual({ path: '/livez', port: 'http' });
    expect(app.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(app.ports).toEqual([
      { name: 'http', containerPort: name === 'gateway' ? 8080 : 4101 + services.indexOf(name) },
    ]);
    expect(Object.keys(app.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(app.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(app.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    // Writable scratch only where the process writes: tsx's cache and DATA_DIR.
    const scratch = new Set(pod.volumes?.filter((volume) => volume.emptyDir).map((volume) => volume.name));
    const writable = app.volumeMounts?.filter((mount) => scratch.has(mount.name)).map((mount) => mount.mountPath);
    expect(writable?.sort()).toEqual(['/data', '/tmp']);
    expect(configValue(manifests, 'DATA_DIR')).toEqual(['/data']);
    expect(app.envFrom?.map((source) => source.configMapRef?.name)).toEqual(
      byKind(manifests, 'ConfigMap')
        .filter((map) => map.data?.DATA_DIR)
        .map((map) => map.metadata.name),
    );
  });

  it.each(processes)('gives %s a Service, an autoscaling/v2 HPA and a PodDisruptionBudget', (name) => {
    const labels = podLabels(manifests, name);
    const service = named(manifests, 'Service', name);
    expect([service.spec.selector, labels['app.kubernetes.io/name']]).toEqual([
      { 'app.kubernetes.io/name': name },
      name,
    ]);
    expect(service.spec.ports.map((port) => port.port)).toEqual([
      name === 'gateway' ? 8080 : 4101 + services.indexOf(name),
    ]);
    const hpas = byKind(manifests, 'HorizontalPodAutoscaler').filter((hpa) => hpa.spec.scaleTargetRef.name === name);
    expect(hpas.map((hpa) => [hpa.apiVersion, hpa.spec.scaleTargetRef.kind])).toEqual([
      ['autoscaling/v2', 'Deployment'],
    ]);
    const budgets = byKind(manifests, 'PodDisruptionBudget').filter((budget) =>
      matches(budget.spec.selector as Selector, labels),
    );
    expect(budgets.map((budget) => budget.apiVersion)).toEqual(['policy/v1']);
  });

  it('denies ingress by default, lets outside traffic reach the gateway only, and each service only its callers', () => {
    const policies = byKind(manifests, 'NetworkPolicy');
    const denyAll = policies.filter(
      (policy) => Object.keys(policy.spec.podSelector).length === 0 && policy.spec.policyTypes.includes('Ingress'),
    );
    expect(denyAll.map((policy) => policy.spec.ingress ?? [])).toEqual([[]]);

    const allowedFrom = (name: string) => {
      const labels = podLabels(manifests, name);
      const peers = policies
        .filter((policy) => policy.spec.policyTypes.includes('Ingress') && matches(policy.spec.podSelector, labels))
        .flatMap((policy) => (policy.spec.ingress ?? []).flatMap((rule) => rule.from ?? []));
      const fromOutside = peers.filter((peer) => peer.namespaceSelector).length;
      const fromProcesses = processes.filter((caller) =>
        peers.some((peer) => peer.podSelector && matches(peer.podSelector, podLabels(manifests, caller))),
      );
      return { fromOutside, fromProcesses: fromProcesses.sort() };
    };
    expect(allowedFrom('gateway')).toEqual({ fromOutside: 1, fromProcesses: [] });
    for (const service of services)
      expect([service, allowedFrom(service)]).toEqual([
        service,
        { fromOutside: 0, fromProcesses: [...callers[service]!].sort() },
      ]);

    const egress = policies.filter(
      (policy) =>
        policy.spec.policyTypes.includes('Egress') && matches(policy.spec.podSelector, podLabels(manifests, 'catalog')),
    );
    const ports = egress.flatMap((policy) =>
      (policy.spec.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((port) => port.port)),
    );
    expect(ports).toEqual(expect.arrayContaining([53, 5432, 6379, 443]));
  });

  it('routes the Ingress to the gateway and nothing else', () => {
    const backends = byKind(manifests, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) => rule.http.paths.map((route) => route.backend.service.name)),
    );
    expect(backends).toEqual(['gateway']);
    // Mail links (PUBLIC_URL) lead to the host the Ingress answers.
    const hosts = byKind(manifests, 'Ingress').flatMap((ingress) => ingress.spec.rules.map((rule) => rule.host));
    expect(hosts).toEqual(configValue(manifests, 'PUBLIC_URL').map((url) => new URL(url).host));
  });

  it('reads secrets from Secrets by name, and commits none of easel-secrets', () => {
    const secretNames = new Set(byKind(manifests, 'Secret').map((secret) => secret.metadata.name));
    expect(secretNames.has('easel-secrets')).toBe(false);
    const refs = (name: string) =>
      Object.fromEntries(
        (appContainer(named(manifests, 'Deployment', name)).env ?? [])
          .filter((variable) => variable.valueFrom?.secretKeyRef)
          .map(({ name: variable, valueFrom }) => [
            variable,
            `${valueFrom!.secretKeyRef!.name.replace(/-[a-z0-9]{10}$/, '')}/${valueFrom!.secretKeyRef!.key}`,
          ]),
      );
    for (const service of services)
      expect(refs(service)).toMatchObject({
        DATABASE_URL: 'easel-db-app/uri',
        INTERNAL_SECRET: 'easel-secrets/INTERNAL_SECRET',
        AUTH_PUBLIC_KEY: 'easel-secrets/AUTH_PUBLIC_KEY',
        REDIS_URL: 'easel-secrets/REDIS_URL',
      });
    expect(refs('gateway')).toMatchObject({ INTERNAL_SECRET: 'easel-secrets/INTERNAL_SECRET' });
    expect(refs('identity')).toMatchObject({
      AUTH_PRIVATE_KEY: 'easel-secrets/AUTH_PRIVATE_KEY',
      SMTP_URL: 'easel-secrets/SMTP_URL',
    });
    expect(refs('admin')).toMatchObject({
      AUTH_PRIVATE_KEY: 'easel-secrets/AUTH_PRIVATE_KEY',
      TOTP_KEY: 'easel-secrets/TOTP_KEY',
    });
    expect(refs('catalog')).toMatchObject({
      S3_ACCESS_KEY: 'easel-secrets/S3_ACCESS_KEY',
      S3_SECRET_KEY: 'easel-secrets/S3_SECRET_KEY',
    });
    expect(refs('commerce')).toMatchObject({
      STRIPE_SECRET_KEY: 'easel-secrets/STRIPE_SECRET_KEY',
      STRIPE_WEBHOOK_SECRET: 'easel-secrets/STRIPE_WEBHOOK_SECRET',
      SMTP_URL: 'easel-secrets/SMTP_URL',
    });
    // Media in the bucket, never on a pod's disk: catalog's S3 settings are all there.
    expect(['S3_ENDPOINT', 'S3_BUCKET'].map((name) => configValue(manifests, name).length)).toEqual([1, 1]);
  });

  it('migrates every service in a Job, with the image the service runs and MIGRATE_ONLY=1', () => {
    const jobs = byKind(manifests, 'Job').filter((job) => job.metadata.name === 'easel-migrate');
    const containers = jobs.flatMap((job) => job.spec.template.spec.containers);
    expect(containers.map((container) => container.name)).toEqual(services);
    for (const container of containers) {
      expect(container.command).toEqual(['node', '--import', 'tsx', `services/${container.name}/src/main.ts`]);
      expect(container.image).toBe(appContainer(named(manifests, 'Deployment', container.name)).image);
      expect(env(container, 'MIGRATE_ONLY')?.value).toBe('1');
      expect(env(container, 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe('uri');
      expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
    }
  });

  it("feeds the gateway's REMOTES_JSON from a ConfigMap holding every remote", () => {
    const ref = env(appContainer(named(manifests, 'Deployment', 'gateway')), 'REMOTES_JSON')?.valueFrom
      ?.configMapKeyRef;
    const map = named(manifests, 'ConfigMap', ref!.name);
    const remotes = JSON.parse(map.data![ref!.key]!);
    // What the gateway checks at start: a bad line here would stop it.
    expect(remoteOverrideProblems(remotes)).toEqual([]);
    expect(Object.keys(remotes).sort()).toEqual([...remoteNames].sort());
  });
});

describe('the production overlay', () => {
  const manifests = rendered.production;

  it('takes DATABASE_URL from the CloudNativePG cluster it declares', () => {
    const clusters = byKind(manifests, 'Cluster');
    expect(clusters.map((cluster) => cluster.apiVersion)).toEqual(['postgresql.cnpg.io/v1']);
    const database = env(appContainer(named(manifests, 'Deployment', 'catalog')), 'DATABASE_URL')?.valueFrom
      ?.secretKeyRef;
    expect(database).toEqual({ name: `${clusters[0]!.metadata.name}-app`, key: 'uri' });
  });

  it('keeps 2+ replicas of everything, seeds nothing, and serves TLS', () => {
    expect(byKind(manifests, 'HorizontalPodAutoscaler').map((hpa) => hpa.spec.minReplicas)).toEqual(
      processes.map(() => 2),
    );
    expect(configValue(manifests, 'SEED')).toEqual(['none']);
    const [ingress] = byKind(manifests, 'Ingress');
    expect(ingress!.spec.tls?.[0]?.hosts).toEqual(ingress!.spec.rules.map((rule) => rule.host));
  });

  it('runs no database, Redis or bucket of its own', () => {
    expect(
      byKind(manifests, 'Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    ).toEqual([...processes].sort());
  });
});

describe('the dev overlay', () => {
  const manifests = rendered.dev;

  it('runs one replica each with the demo data', () => {
    expect(byKind(manifests, 'HorizontalPodAutoscaler').map((hpa) => hpa.spec.minReplicas)).toEqual(
      processes.map(() => 1),
    );
    expect(configValue(manifests, 'SEED')).toEqual(['demo']);
  });

  it('brings its own PostgreSQL, Redis and MinIO, and points the services at them', () => {
    const stores = byKind(manifests, 'Deployment').filter(
      (deployment) => !processes.includes(deployment.metadata.name),
    );
    expect(stores.map((store) => store.metadata.name).sort()).toEqual(['minio', 'postgres', 'redis']);
    expect(configValue(manifests, 'S3_ENDPOINT')).toEqual(['http://minio:9000']);
    const [database] = byKind(manifests, 'Secret').filter((secret) => secret.metadata.name.startsWith('easel-db-app'));
    expect(Buffer.from(database!.data!.uri!, 'base64').toString()).toMatch(/@postgres:5432\//);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import { Job } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import { Secret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { Service } from 'kubernetes-models/v1/Service';
import { parse, parseAllDocuments } from 'yaml';
import { ConfigError, loadConfig, PUBLISHED_SECRETS } from '../src/config/config';

const ROOT = join(__dirname, '..', '..', '..');
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');

/** What `npm run migrate` runs (scripts/cli.mjs), as the image runs it from /app. */
const MIGRATE = ['node', 'apps/api/dist/database/cli.js', 'migrate'];
const API_REPLICAS = ['api-1', 'api-2'];
/** What runs the queue's jobs apart from the replicas. */
const WORKER = ['node', 'apps/api/dist/worker.js'];

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
}

/** Resolves ${VAR:-default} and ${VAR:?message} as compose would, with JWT_SECRET given. */
function composeEnv(env: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      // A required variable (${NAME:?message}) stands for a value of the operator's own.
      String(v).replace(
        /\$\{(\w+)(?::-([^}]*)|(:\?[^}]*))?\}/g,
        (_, name: string, def?: string, required?: string) =>
          required ? `${name.toLowerCase()}-${'c'.repeat(40)}` : (def ?? ''),
      ),
    ]),
  );
}

/** No Docker engine runs here: the compose file, the proxy configuration and the Dockerfile are checked as text. */
describe('docker-compose.yml, the proxy and the Dockerfile', () => {
  // Compose resolves YAML merge keys (<<: *api): so does this parse.
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const s = compose.services;
  const nginx = read('deploy', 'compose', 'nginx.conf');
  const dockerfile = read('Dockerfile');

  it('runs PostgreSQL 16, Redis, Mailpit, MinIO, a one-shot migration, two API replicas, a worker and a proxy', () => {
    expect(Object.keys(s).sort()).toEqual([
      'api-1',
      'api-2',
      'mailpit',
      'migrate',
      'minio',
      'minio-init',
      'postgres',
      'proxy',
      'redis',
      'worker',
    ]);
    expect(s.postgres.image).toMatch(/^postgres:16/);
    expect(s.redis.image).toMatch(/^redis:/);
    expect(s.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(s.proxy.image).toMatch(/^nginx:/);
    for (const name of [...API_REPLICAS, 'migrate', 'worker']) {
      expect([name, s[name].build]).toEqual([name, { context: '.', dockerfile: 'Dockerfile' }]);
      expect([name, s[name].image]).toEqual([name, 'hireloop/api:latest']);
    }
  });

  it('publishes the expected ports: the proxy on 3000, the replicas only inside the network', () => {
    expect(s.postgres.ports).toContain('5432:5432');
    expect(s.redis.ports).toContain('6379:6379');
    expect(s.mailpit.ports).toEqual(expect.arrayContaining(['1025:1025', '8025:8025']));
    expect(s.proxy.ports).toEqual(['3000:80']);
    expect(nginx).toMatch(/^[ \t]*listen 80;$/m);
    for (const name of API_REPLICAS) {
      expect([name, s[name].ports]).toEqual([name, undefined]);
      expect(s[name].expose).toEqual(['3000']);
    }
  });

  it('migrates once, then starts the replicas after healthy dependencies, then the proxy', () => {
    expect(s.migrate.command).toEqual(MIGRATE);
    expect(s.migrate.restart).toBe('no');
    expect(s.migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of API_REPLICAS) {
      expect([name, s[name].depends_on]).toEqual([
        name,
        {
          migrate: { condition: 'service_completed_successfully' },
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
          mailpit: { condition: 'service_healthy' },
          'minio-init': { condition: 'service_completed_successfully' },
        },
      ]);
      expect(s[name].restart).toBe('unless-stopped');
    }
    expect(s.proxy.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
  });

  it('gives every long-running service a health check: replicas and proxy ask /health/ready', () => {
    for (const [name, service] of Object.entries(s)) {
      // The migration and the bucket's creation end; the worker serves no port and is restarted when it exits.
      if (name === 'migrate' || name === 'minio-init' || name === 'worker') continue;
      expect([name, service.healthcheck?.test]).not.toEqual([name, undefined]);
    }
    expect(s.migrate.healthcheck).toEqual({ disable: true });
    expect(s.worker.healthcheck).toEqual({ disable: true });
    expect(s.worker.restart).toBe('unless-stopped');
    for (const name of API_REPLICAS)
      expect(JSON.stringify(s[name].healthcheck?.test)).toContain('http://127.0.0.1:3000/health/ready');
    expect(s.proxy.healthcheck?.test).toEqual(
      expect.arrayContaining(['wget', 'http://127.0.0.1/health/ready']),
    );
  });

  it('configures the migration and both replicas alike, with a configuration the API accepts', () => {
    const pg = s.postgres.environment!;
    for (const name of [...API_REPLICAS, 'migrate']) {
      const env = s[name].environment!;
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: `postgres://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`,
        REDIS_URL: 'redis://redis:6379',
        SMTP_URL: 'smtp://mailpit:1025',
        TRUST_PROXY: 1,
      });
      expect(String(env.JWT_SECRET)).toMatch(/^\$\{JWT_SECRET:\?/);
      const config = loadConfig(composeEnv(env));
      expect(config).toMatchObject({
        env: 'production',
        port: 3000,
        database: { embedded: false },
        redisUrl: 'redis://redis:6379',
        trustProxy: 1,
        logLevel: 'info',
        corsOrigins: [],
      });
      expect(config.admin?.email).toBe('admin@hireloop.in');
      // Uploaded files in MinIO's bucket, reached inside the network, presigned for the published port.
      expect(config.storage).toMatchObject({
        driver: 's3',
        bucket: 'hireloop',
        endpoint: 'http://minio:9000',
        publicEndpoint: 'http://localhost:9000',
        forcePathStyle: true,
        accessKeyId: String(s.minio.environment!.MINIO_ROOT_USER),
      });
      expect(env.S3_SECRET_ACCESS_KEY).toBe(s.minio.environment!.MINIO_ROOT_PASSWORD);
    }
    const { SEED_DEMO: seed1, ...env1 } = s['api-1'].environment!;
    const { SEED_DEMO: seed2, ...env2 } = s['api-2'].environment!;
    expect(env1).toEqual(env2);
    // One replica may add the demo data (off by default), the other never, so that they do not both.
    expect(loadConfig(composeEnv(s['api-1'].environment!)).seedDemo).toBe(false);
    expect([seed1, seed2]).toEqual(['${SEED_DEMO:-false}', 'false']);
  });

  it('leaves the background jobs to one worker service, started after the migration, with the same configuration', () => {
    expect(s.worker.command).toEqual(WORKER);
    expect(s.worker.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      postgres: { condition: 'service_healthy' },
    });
    const { WORKERS: _off, SEED_DEMO: _seed, ...replicaEnv } = s['api-2'].environment!;
    const { SEED_DEMO: _workerSeed, ...workerEnv } = s.worker.environment!;
    expect(workerEnv).toEqual(replicaEnv);
    expect(loadConfig(composeEnv(s.worker.environment!)).workers).toBe(true);
    for (const name of API_REPLICAS)
      expect([name, loadConfig(composeEnv(s[name].environment!)).workers]).toEqual([name, false]);
  });

  it("makes MinIO's bucket once MinIO is healthy, before the API and the worker start", () => {
    expect(s.minio.image).toMatch(/minio\/minio:RELEASE\./);
    expect(s.minio.ports).toEqual(expect.arrayContaining(['9000:9000']));
    expect(s['minio-init'].image).toMatch(/minio\/mc:RELEASE\./);
    expect(s['minio-init'].depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(s['minio-init'].restart).toBe('no');
    const init = s['minio-init'] as ComposeService & { entrypoint?: string[] };
    expect(init.entrypoint?.join(' ')).toContain('mc mb --ignore-existing local/hireloop');
    expect(s.worker.depends_on).toMatchObject({
      'minio-init': { condition: 'service_completed_successfully' },
    });
  });

  it('has no published secret as a default: the operator must set JWT_SECRET, ADMIN_PASSWORD, POSTGRES_PASSWORD and MINIO_ROOT_PASSWORD', () => {
    const text = read('docker-compose.yml');
    const defaults = [...text.matchAll(/\$\{\w+:-([^}]*)\}/g)].map((m) => m[1]);
    for (const value of defaults) expect(PUBLISHED_SECRETS).not.toContain(value);
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD']) {
      expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?`));
      expect(text).not.toMatch(new RegExp(`${name}: [^$\\n]`));
    }
  });

  it('proxies HTTP and the /graphql WebSocket upgrade to both replicas with the forwarded headers', () => {
    expect(s.proxy.volumes).toContain('./deploy/compose/nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstream = /upstream api \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^[ \t]*server ([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(API_REPLICAS.map((name) => `${name}:3000`));
    expect(nginx).toMatch(/location = \/graphql \{[^}]*proxy_pass http:\/\/api;[^}]*proxy_read_timeout/);
    expect(nginx).toMatch(/location \/ \{\s*proxy_pass http:\/\/api;/);
    for (const header of [
      'proxy_http_version 1.1;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
    ])
      expect(nginx).toContain(header);
    expect(nginx).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;/);
    // A location with proxy_set_header of its own would drop the server-level ones.
    const locations = nginx.split(/\blocation\b/).slice(1);
    for (const block of locations) expect(block).not.toContain('proxy_set_header');
    // Prometheus scrapes each replica; the public port does not serve the metrics.
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });

  it('builds a small multi-stage non-root image that serves the API and the web build', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/FROM node:20[^\n]* AS build/);
    expect(dockerfile).toContain('COPY --from=build /app/apps/web/dist ./apps/web/dist');
    expect(dockerfile).toContain('COPY --from=build /app/apps/api/dist ./apps/api/dist');
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/health\/live/);
    expect(dockerfile).toContain('CMD ["node", "apps/api/dist/main.js"]');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of [
      'node_modules',
      '**/node_modules',
      '**/dist',
      '.data',
      '.nx',
      '**/artifacts',
      '.git',
    ])
      expect(ignored).toContain(entry);
  });

  it('builds with the pinned Node and npm, and needs no compiler', () => {
    const node = read('.nvmrc').trim();
    expect(node).toMatch(/^20\.\d+\.\d+$/);
    const pkg = JSON.parse(read('package.json'));
    const [major, minor] = node.split('.').map(Number);
    // The pinned Node satisfies the engines range (^20.19.0).
    expect(pkg.engines.node).toBe('^20.19.0');
    expect(major === 20 && minor >= 19).toBe(true);
    expect(dockerfile.match(/^FROM node:\S+/gm)).toEqual([
      `FROM node:${node}-bookworm-slim`,
      `FROM node:${node}-bookworm-slim`,
    ]);
    const npm = /^npm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager)?.[1];
    expect(npm).toBeDefined();
    expect(dockerfile).toContain(`RUN npm install -g npm@${npm} `);
    // No native module is built on install: no toolchain in the image, no install script of our own.
    expect(dockerfile).not.toMatch(/apt-get|build-essential|python3|g\+\+|node-gyp/);
    expect(pkg.scripts.postinstall).toBeUndefined();
    expect(pkg.dependencies.argon2).toBeUndefined();
    expect(pkg.dependencies['@node-rs/argon2']).toBeDefined();
  });

  it('runs the same database command as npm run migrate', () => {
    expect(read('scripts', 'cli.mjs')).toContain("'apps/api/dist/database/cli.js', command");
    expect(JSON.parse(read('package.json')).scripts.migrate).toBe('node scripts/cli.mjs migrate');
  });
});

type Validatable = new (data: never) => { validate(): void };

/** Every kind used in deploy/k8s, with its schema. */
const MODELS: Record<string, Validatable> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  file: string;
}

describe('Kubernetes manifests in deploy/k8s', () => {
  const dir = join(ROOT, 'deploy', 'k8s');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
  const manifests: Manifest[] = files.flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return { ...(doc.toJS() as Omit<Manifest, 'file'>), file };
    }),
  );
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as {
    namespace: string;
    resources: string[];
    images: { name: string; newName?: string; newTag?: string }[];
  };
  const one = <T>(kind: string): T & Manifest => {
    const found = manifests.filter((m) => m.kind === kind);
    if (found.length !== 1) throw new Error(`deploy/k8s holds ${found.length} ${kind} objects, not one`);
    return found[0] as T & Manifest;
  };
  const namespace = one<Manifest>('Namespace');
  const configMap = one<IConfigMap>('ConfigMap');
  const secret = one<ISecret>('Secret');
  const deployments = manifests.filter((m) => m.kind === 'Deployment') as (IDeployment & Manifest)[];
  const component = (d: IDeployment) => d.metadata?.labels?.['app.kubernetes.io/component'];
  const deployment = deployments.find((d) => component(d) === 'api')!;
  const workerDeployment = deployments.find((d) => component(d) === 'worker')!;
  const service = one<IService>('Service');
  const ingress = one<IIngress>('Ingress');
  const job = one<IJob>('Job');
  const hpa = one<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler');
  const pdb = one<IPodDisruptionBudget>('PodDisruptionBudget');
  const pod = deployment.spec!.template.spec!;
  const api = pod.containers[0];
  const podLabels = deployment.spec!.template.metadata!.labels!;
  const matches = (selector: Record<string, string>) =>
    Object.entries(selector).every(([k, v]) => podLabels[k] === v);

  it('holds only valid objects of known kinds, all in the hireloop namespace', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(9);
    for (const m of manifests) {
      const Model = MODELS[`${m.apiVersion}/${m.kind}`];
      expect([m.file, m.kind, Model ? 'known' : 'unknown']).toEqual([m.file, m.kind, 'known']);
      const { file: _file, ...data } = m;
      expect(() => new Model(data as never).validate()).not.toThrow();
      if (m.kind !== 'Namespace') expect([m.file, m.metadata.namespace]).toEqual([m.file, 'hireloop']);
    }
    expect(namespace.metadata.name).toBe('hireloop');
    expect(kustomization.namespace).toBe('hireloop');
  });

  it('the schemas catch a wrong manifest', () => {
    const broken = { ...deployment, spec: { ...deployment.spec, replicas: 'two' } };
    expect(() => new Deployment(broken as never).validate()).toThrow(/replicas must be integer/);
  });

  it('kustomization.yaml lists every manifest but the secret example, which holds no real secret', () => {
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => f !== secret.file).sort());
    expect(secret.file).toBe('secret.example.yaml');
    for (const value of Object.values(secret.stringData ?? {})) expect(value).toMatch(/replace|example/);
    expect(secret.data).toBeUndefined();
    expect(kustomization.images).toEqual([expect.objectContaining({ name: api.image!.split(':')[0] })]);
  });

  it('runs two non-root replicas with a read-only root file system and a writable DATA_DIR', () => {
    expect(deployment.spec!.replicas).toBe(2);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.containers).toHaveLength(1);
    expect(api.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    const mounts = Object.fromEntries((api.volumeMounts ?? []).map((v) => [v.mountPath, v.name]));
    const emptyDirs = (pod.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name);
    for (const path of [configMap.data!.DATA_DIR, '/tmp']) expect(emptyDirs).toContain(mounts[path]);
    expect(api.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(api.resources?.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it('probes /health/live (startup, liveness) and /health/ready (readiness) on the API port', () => {
    const port = api.ports!.find((p) => p.name === 'http')!;
    expect(port.containerPort).toBe(Number(configMap.data!.PORT));
    expect(api.startupProbe?.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(api.livenessProbe?.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(api.readinessProbe?.httpGet).toEqual({ path: '/health/ready', port: 'http' });
    const health = read('apps', 'api', 'src', 'modules', 'health', 'health.controller.ts');
    expect(health).toContain("@Controller('health')");
    expect(health).toContain("@Get('live')");
    expect(health).toContain("@Get('ready')");
  });

  it('is scraped by Prometheus on /metrics', () => {
    expect(deployment.spec!.template.metadata!.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(api.ports![0].containerPort),
      'prometheus.io/path': '/metrics',
    });
  });

  it("bounds V8's old generation as the image does, well below the container's memory limit", () => {
    const image = /NODE_OPTIONS="([^"]*)"/.exec(read('Dockerfile'))?.[1];
    expect(configMap.data!.NODE_OPTIONS).toBe(image);
    const oldSpace = Number(/--max-old-space-size=(\d+)/.exec(image ?? '')?.[1]);
    expect(oldSpace).toBeGreaterThanOrEqual(192);
    // No process-wide young generation: it would override the page render worker's own small one.
    expect(image).not.toMatch(/--max-semi-space-size|--max-heap-size/);
    const limitMi = Number(/^(\d+)Mi$/.exec(String(api.resources?.limits?.memory))?.[1]);
    // Old generation + V8's default young generation on 64 bits (3 semi-spaces of 16 MB) + code, native
    // memory and the page render worker (~100 MB).
    expect(oldSpace + 3 * 16 + 100).toBeLessThanOrEqual(limitMi);
  });

  it('takes non-secret settings from the ConfigMap and secrets from the Secret: a valid production configuration', () => {
    const envFrom = [
      { configMapRef: { name: configMap.metadata!.name } },
      { secretRef: { name: secret.metadata!.name } },
    ];
    expect(api.envFrom).toEqual(envFrom);
    // The one setting of its own: the replicas leave the background jobs to the worker Deployment.
    expect(api.env).toEqual([{ name: 'WORKERS', value: 'false' }]);
    expect(Object.keys(configMap.data!)).not.toEqual(
      expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']),
    );
    // The example's placeholders are refused as they stand ...
    let refused: string[] = [];
    try {
      loadConfig({ ...configMap.data, ...secret.stringData });
    } catch (error) {
      refused = error instanceof ConfigError ? error.problems : [];
    }
    expect(refused).toEqual([
      'JWT_SECRET is a published example value: generate one',
      'S3_SECRET_ACCESS_KEY is a published example value: choose one',
      'DATABASE_URL has a published example password: choose one',
    ]);
    // ... and accepted once filled in with values of one's own.
    const config = loadConfig({
      ...configMap.data,
      ...secret.stringData,
      JWT_SECRET: 'f'.repeat(64),
      DATABASE_URL: secret.stringData!.DATABASE_URL.replace('replace-me', 'k3Xq9vL2'),
      S3_SECRET_ACCESS_KEY: 'w'.repeat(40),
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      // Canonical links, the sitemap and feeds name the ingress host.
      publicUrl: `https://${ingress.spec!.rules![0].host}`,
      dataDir: '/data',
      database: { embedded: false },
      trustProxy: 1,
      seedDemo: false,
    });
    // More than one replica needs Redis (live notifications, shared rate limits).
    expect(config.redisUrl).toBeDefined();
    // Uploaded files in the S3 bucket, shared by every replica.
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'hireloop-files', region: 'ap-south-1' });
  });

  it('selects the replicas in the Service, the PodDisruptionBudget and the autoscaler', () => {
    expect(deployment.spec!.selector.matchLabels).toEqual(service.spec!.selector);
    expect(matches(service.spec!.selector!)).toBe(true);
    expect(matches(pdb.spec!.selector!.matchLabels!)).toBe(true);
    expect(pdb.spec!.minAvailable).toBe(1);
    const servicePort = service.spec!.ports![0];
    expect(api.ports!.map((p) => p.name)).toContain(servicePort.targetPort);
    expect(hpa.spec!.scaleTargetRef).toEqual({
      apiVersion: deployment.apiVersion,
      kind: 'Deployment',
      name: deployment.metadata!.name,
    });
    expect(hpa.spec!.minReplicas).toBe(deployment.spec!.replicas);
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    expect(hpa.spec!.metrics).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
      },
    ]);
  });

  it('routes the ingress to the Service port over TLS, with WebSocket-friendly timeouts', () => {
    const servicePort = service.spec!.ports![0];
    const rule = ingress.spec!.rules![0];
    const paths = rule.http!.paths;
    expect(paths).toEqual([
      {
        path: '/',
        pathType: 'Prefix',
        backend: { service: { name: service.metadata!.name, port: { name: servicePort.name } } },
      },
    ]);
    expect(ingress.spec!.ingressClassName).toBe('nginx');
    expect(ingress.spec!.tls).toEqual([{ hosts: [rule.host], secretName: expect.any(String) }]);
    const annotations = ingress.metadata!.annotations!;
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      expect(Number(annotations[`nginx.ingress.kubernetes.io/${key}`])).toBeGreaterThanOrEqual(3600);
    expect(annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('25m');
  });

  it('runs the background jobs in a worker Deployment with the same image, configuration and hardening', () => {
    expect(deployments.map(component).sort()).toEqual(['api', 'worker']);
    const workerPod: IPodSpec = workerDeployment.spec!.template.spec!;
    const worker: IContainer = workerPod.containers[0];
    expect(workerPod.containers).toHaveLength(1);
    expect(worker.command).toEqual(WORKER);
    expect(worker.image).toBe(api.image);
    expect(worker.envFrom).toEqual(api.envFrom);
    expect(worker.securityContext).toEqual(api.securityContext);
    expect(workerPod.securityContext).toEqual(pod.securityContext);
    // The API replicas only add jobs (WORKERS=false); the worker's pods are neither served nor counted
    // as API replicas.
    expect(worker.env).toBeUndefined();
    const workerLabels = workerDeployment.spec!.template.metadata!.labels!;
    const selects = (selector: Record<string, string>) =>
      Object.entries(selector).every(([k, v]) => workerLabels[k] === v);
    expect(selects(service.spec!.selector!)).toBe(false);
    expect(selects(pdb.spec!.selector!.matchLabels!)).toBe(false);
    expect(hpa.spec!.scaleTargetRef.name).not.toBe(workerDeployment.metadata!.name);
    const mounts = Object.fromEntries((worker.volumeMounts ?? []).map((v) => [v.mountPath, v.name]));
    const emptyDirs = (workerPod.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name);
    for (const path of [configMap.data!.DATA_DIR, '/tmp']) expect(emptyDirs).toContain(mounts[path]);
  });

  it('migrates once per release in a Job with the same image, configuration and hardening', () => {
    const jobPod: IPodSpec = job.spec!.template.spec!;
    const migrate: IContainer = jobPod.containers[0];
    expect(jobPod.containers).toHaveLength(1);
    expect(migrate.command).toEqual(MIGRATE);
    expect(migrate.image).toBe(api.image);
    expect(migrate.envFrom).toEqual(api.envFrom);
    expect(migrate.securityContext).toEqual(api.securityContext);
    expect(jobPod.securityContext).toEqual(pod.securityContext);
    expect(jobPod.restartPolicy).toBe('Never');
    expect(job.spec!.backoffLimit).toBeGreaterThan(0);
    // The Job's pods are not API replicas: neither the Service nor the budget selects them.
    const jobLabels = job.spec!.template.metadata!.labels!;
    expect(Object.entries(service.spec!.selector!).every(([k, v]) => jobLabels[k] === v)).toBe(false);
  });
});

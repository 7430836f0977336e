// `npm run cluster`: the scale-out layout on this machine (issue 33 §1, docs/scale-out.md) until Ctrl-C,
// which stops everything it started. CLUSTER_REPLICAS (3), CLUSTER_PORT (18800) and CLUSTER_PG_PORT (26511)
// change its shape; the demo data is seeded by the first replica unless CLUSTER_SEED=off.
import { startCluster } from './cluster';

const replicas = Number(process.env.CLUSTER_REPLICAS ?? 3);
const cluster = await startCluster({
  replicas,
  env: { SEED: process.env.CLUSTER_SEED ?? 'auto', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  log: (line) => console.log(line),
});
console.log(`
The cluster is up: ${replicas} replicas behind HAProxy.
  Dashboard and API:  ${cluster.url}
  DATABASE_URL:       ${cluster.env.DATABASE_URL}
  Metrics:            curl -H 'Authorization: Bearer ${cluster.env.METRICS_TOKEN}' ${cluster.replicas[0]!.url}/metrics
  Replica logs:       ${cluster.replicas.map((r) => r.logFile).join(', ')}
Ctrl-C stops everything it started.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// `npm run simulate -- [--synthetic N] [--url http://127.0.0.1:8080] [--interval 10]`: drives the demo
// boxes (and N synthetic ones) through the server's real heartbeat endpoint. It provisions device keys
// in the database, so it needs the PostgreSQL the server uses (DATABASE_URL). With the embedded database
// the server process owns the data and runs the simulator itself (npm start; SIMULATE_SYNTHETIC=N adds load).
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { provisionDemoBoxes, provisionSyntheticBoxes } from '../apps/server/src/simulator/provision';
import { startSimulator } from '../apps/server/src/simulator/simulator';

const { values } = parseArgs({
  options: {
    synthetic: { type: 'string', default: '0' },
    url: { type: 'string' },
    interval: { type: 'string', default: '10' },
  },
});
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'The embedded database belongs to the running server, which drives the demo boxes itself.\n' +
      'Use `SIMULATE_SYNTHETIC=<N> npm start` to add N synthetic boxes, or set DATABASE_URL to simulate against PostgreSQL.',
  );
  process.exit(2);
}
const synthetic = Number(values.synthetic);
const interval = Number(values.interval);
if (!Number.isInteger(synthetic) || synthetic < 0 || !Number.isInteger(interval) || interval < 5) {
  console.error('--synthetic must be a whole number ≥ 0 and --interval ≥ 5 seconds.');
  process.exit(2);
}
const log = pino({ level: 'info' });
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const boxes = [
  ...(await provisionDemoBoxes(database.db)),
  ...(await provisionSyntheticBoxes(database.db, synthetic)),
];
await database.close();
const baseUrl = values.url ?? `http://127.0.0.1:${config.port}`;
const stop = startSimulator({ baseUrl, boxes, intervalSeconds: interval, log });
log.info({ baseUrl, boxes: boxes.length }, 'simulating; Ctrl-C stops');
const keepAlive = setInterval(() => {}, 60_000);
process.on('SIGINT', () => {
  stop();
  clearInterval(keepAlive);
});

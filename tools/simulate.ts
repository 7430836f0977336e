// `npm run simulate -- [--synthetic N] [--url http://127.0.0.1:8080] [--interval 10]`: drives the demo
// boxes (and N synthetic ones) through the server's real heartbeat endpoint, and guests on the demo boxes
// through its RADIUS ports (or the HTTPS hotspot calls when RADIUS_AUTH_PORT/RADIUS_ACCT_PORT are off). It provisions device keys
// in the database, so it needs the PostgreSQL the server uses (DATABASE_URL). With the embedded database
// the server process owns the data and runs the simulator itself (npm start; SIMULATE_SYNTHETIC=N adds load).
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { provisionDemoBoxes, provisionSyntheticBoxes } from '../apps/server/src/simulator/provision';
import { startSimulator } from '../apps/server/src/simulator/simulator';
import { simulatorVoucherCodes } from '../apps/server/src/simulator/demo-vouchers';
import { httpsTransport, radiusTransport, reachableHost } from '../apps/server/src/simulator/guest-transport';
import { startGuestSimulator } from '../apps/server/src/simulator/guests';

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
// RADIUS secrets are sealed with the server's JWT secret: the same JWT_SECRET (or DATA_DIR) as the server.
const demoBoxes = await provisionDemoBoxes(database.db, { serverSecret: config.jwtSecret });
const boxes = [...demoBoxes, ...(await provisionSyntheticBoxes(database.db, synthetic))];
const codes = await simulatorVoucherCodes(database.db, [
  ...new Set(demoBoxes.flatMap((b) => (b.partnerId === null ? [] : [b.partnerId]))),
]);
await database.close();
const baseUrl = values.url ?? `http://127.0.0.1:${config.port}`;
const stopTelemetry = startSimulator({ baseUrl, boxes, intervalSeconds: interval, log });
// Guests log in through RADIUS when the server's configuration has it on (the default), else over HTTPS.
const stopGuests = startGuestSimulator({
  boxes: demoBoxes,
  codes,
  transport: config.radius.enabled
    ? radiusTransport(reachableHost(config.radius.host), {
        auth: config.radius.authPort,
        acct: config.radius.acctPort,
      })
    : httpsTransport(baseUrl),
  log,
});
const stop = () => {
  stopTelemetry();
  stopGuests();
};
log.info({ baseUrl, boxes: boxes.length }, 'simulating; Ctrl-C stops');
const keepAlive = setInterval(() => {}, 60_000);
process.on('SIGINT', () => {
  stop();
  clearInterval(keepAlive);
});

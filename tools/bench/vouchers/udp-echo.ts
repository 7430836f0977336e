import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** A UDP server in its own process that sends every datagram straight back: the generator's floor. */
const ECHO = `
const socket = require('node:dgram').createSocket('udp4');
socket.on('message', (message, peer) => socket.send(message, peer.port, peer.address));
socket.bind(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('up\\n'));
`;

/**
 * Starts the echo server on `port` and resolves once it listens. The held lines measured against it show
 * what the machine and the generator alone add to a round trip at that rate, beside the server's numbers.
 */
export async function startUdpEcho(port: number): Promise<() => void> {
  const child = spawn(process.execPath, ['-e', ECHO, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return () => child.kill();
}

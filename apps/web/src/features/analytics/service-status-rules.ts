import { OS_SERVICE_NAMES as KNOWN_OS_SERVICES, type TServiceStatus } from '@ared/contract/devices';

/** The 19 OS services the Service Status list shows (part 2 §2), as the boxes' agent names them. */
export const OS_SERVICE_NAMES: readonly string[] = KNOWN_OS_SERVICES;

/** A box is offline when its status is stale or either service list is missing (part 2 §2). */
export const isBoxOffline = (s: Pick<TServiceStatus, 'is_stale' | 'os_services' | 'balena_services'>) =>
  s.is_stale || s.os_services === null || s.balena_services === null;

/** Balena services: running green, exited red, anything else grey. */
export const balenaColour = (status: string): string =>
  status === 'running' ? 'green' : status === 'exited' ? 'red' : 'gray';

/** OS services: running green, start or empty grey, anything else red. */
export const osColour = (status: string): string =>
  status === 'running' ? 'green' : status === 'start' || status === '' ? 'gray' : 'red';

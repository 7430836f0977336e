export * from './partners';
export * from './subscription-plans';
export * from './smes';
export * from './users';
export * from './realms';
export * from './kiosks';
export * from './routers';
export * from './auth';

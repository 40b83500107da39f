// The public face of the kit: what a service needs to be one of Easel's services.
export * from './errors';
export * from './config';
export * from './logger';
export * from './db/create-db';
export * from './db/migrations';
export * from './db/test-db';
export * from './auth/keys';
export * from './auth/tokens';
export * from './auth/middleware';
export * from './http/create-app';
export * from './http/error-handler';
export * from './http/request-context';
export * from './http/serve';
export * from './http/validate';
export * from './mail/mailer';
export * from './service';

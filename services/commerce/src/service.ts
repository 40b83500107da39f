import { defineService, port, type ServiceConfig, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { commerceRoutes } from './entry-points/http/routes';

const configShape = { PORT: port(4104) };

export type CommerceContext = ServiceContext<ServiceConfig<typeof configShape>>;

export const commerceService = defineService({ name: 'commerce', configShape, migrations, routes: commerceRoutes });

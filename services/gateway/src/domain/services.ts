// The domain services behind the gateway, with the port each listens on by default.
export const defaultServicePorts = {
  identity: 4101,
  catalog: 4102,
  artist: 4103,
  commerce: 4104,
  community: 4105,
  admin: 4106,
} as const;

export type ServiceName = keyof typeof defaultServicePorts;

export const serviceNames = Object.keys(defaultServicePorts) as ServiceName[];

/** Each service's addresses: one, or several replicas the gateway balances across. */
export type ServiceUpstreams = Record<ServiceName, readonly string[]>;

/** "identity" → "Identity", for messages a person reads. */
export const displayName = (service: ServiceName) => service[0]!.toUpperCase() + service.slice(1);

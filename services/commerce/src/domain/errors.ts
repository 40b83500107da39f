/** Another buyer holds this work until `expiresAt`, or has paid for it (`paid`): then it is theirs for good. */
export class HeldByAnotherError extends Error {
  constructor(
    readonly slug: string,
    readonly expiresAt: Date,
    readonly paid: boolean,
  ) {
    super(`${slug} is held until ${expiresAt.toISOString()}`);
  }
}

/** The payment already has its order (finalize and the webhook raced). */
export class OrderExistsError extends Error {}

/** A work of the order was sold in another order first. */
export class WorkAlreadySoldError extends Error {}

/** Thrown for a well-signed event that is not about a payment intent: it is acknowledged and left alone. */
export class UnhandledWebhookEvent extends Error {}

// One family of named errors; the error middleware turns each into its status and `{ message }`.
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class NotAuthenticatedError extends AppError {
  constructor(message = 'Please log in to continue') {
    super(message, 401);
  }
}

export class NotAllowedError extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(message, 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests, please try again later') {
    super(message, 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service unavailable, please try again shortly') {
    super(message, 503);
  }
}

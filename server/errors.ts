/** An error meant for the client: the status and a Dutch sentence a person can read. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'De aanvraag is ongeldig.', errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Niet gevonden.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(
    message: string,
    readonly current?: unknown,
  ) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

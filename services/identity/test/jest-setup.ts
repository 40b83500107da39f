// Starting an in-memory PGlite and migrating it can take several seconds when many files run at once.
jest.setTimeout(30_000);

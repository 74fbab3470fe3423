import { Injectable } from '@nestjs/common';

/** The server clock. Injected everywhere time decides an outcome, so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

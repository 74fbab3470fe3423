import { Injectable } from '@nestjs/common';

/** Answers null when its part of the server is ready, otherwise why not (a sentence). */
export type ReadinessCheck = () => Promise<string | null>;

/**
 * What `GET /api/health` checks beyond the database. Core knows no feature, so the parts that
 * can stop the server from serving (the storage) register their checks at start-up.
 */
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async problems(): Promise<string[]> {
    const answers = await Promise.all([...this.checks.values()].map((check) => check()));
    return answers.filter((answer): answer is string => answer !== null);
  }
}

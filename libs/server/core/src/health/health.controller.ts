import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { Public } from '../http/public.decorator';
import { ApiErrors } from '../http/rest-docs';
import { Readiness } from './readiness';

/**
 * Probes. GET /api/health and /api/health/ready: 200 while the database answers, every migration
 * has run and the storage takes writes, 503 otherwise (take the replica out of the load balancer).
 * GET /api/health/live: 200 while the process serves at all (restart it when this fails).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private migrated = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Is the server ready?' })
  @ApiOkResponse({
    schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
  })
  @ApiErrors('SERVICE_UNAVAILABLE')
  check(): Promise<{ status: 'ok' }> {
    return this.ready();
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Should this replica receive requests? (database, migrations, storage)' })
  @ApiOkResponse({
    schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
  })
  @ApiErrors('SERVICE_UNAVAILABLE')
  async ready(): Promise<{ status: 'ok' }> {
    let pending: boolean;
    try {
      // Once every migration has run, none becomes pending again in this process: only the database is asked.
      if (this.migrated) await this.dataSource.query('SELECT 1');
      pending = this.migrated ? false : await this.dataSource.showMigrations();
      this.migrated = !pending;
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not reachable.', { 'Retry-After': '5' });
    }
    if (pending)
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database has migrations that have not run yet.', {
        'Retry-After': '5',
      });
    const problems = await this.readiness.problems();
    if (problems.length > 0) throw new DomainError('SERVICE_UNAVAILABLE', problems.join(' '), { 'Retry-After': '30' });
    return { status: 'ok' };
  }

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Is the process alive? (nothing else is checked)' })
  @ApiOkResponse({
    schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}

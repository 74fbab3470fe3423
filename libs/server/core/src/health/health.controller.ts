import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { Public } from '../http/public.decorator';
import { ApiErrors } from '../http/rest-docs';
import { Readiness } from './readiness';

/** GET /api/health: 200 while the database answers and the storage takes writes, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
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
  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not reachable.', { 'Retry-After': '5' });
    }
    const problems = await this.readiness.problems();
    if (problems.length > 0) throw new DomainError('SERVICE_UNAVAILABLE', problems.join(' '), { 'Retry-After': '30' });
    return { status: 'ok' };
  }
}

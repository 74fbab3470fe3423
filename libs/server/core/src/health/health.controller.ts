import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { Public } from '../http/public.decorator';
import { ApiErrors } from '../http/rest-docs';

/** GET /api/health: 200 while the database answers, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

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
    return { status: 'ok' };
  }
}

import { ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { Public } from '../http/public.decorator';

/** GET /api/health: 200 while the database answers, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not reachable.', { 'Retry-After': '5' });
    }
    return { status: 'ok' };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The service validates every field (same rules for GraphQL); the DTOs only whitelist the shape.

export class RegisterDto {
  @ApiProperty({
    type: String,
    description: 'Stored lowercased; an address already taken (in any case) is USER_EXISTS.',
    example: 'ann@example.com',
  })
  @Allow()
  email: unknown;

  @ApiProperty({
    type: String,
    description:
      'At least 8 characters with upper and lower case, a digit and a character that is neither (WEAK_PASSWORD otherwise).',
    example: 'Correct-horse-7',
  })
  @Allow()
  password: unknown;

  @ApiProperty({ type: String, description: 'Display name; not blank.', example: 'Ann' })
  @Allow()
  name: unknown;
}

/** Read by LocalAuthGuard, not by the handler: documentation only. */
export class LoginDto {
  @ApiProperty({ description: 'Matched case-insensitively.', example: 'ann@example.com' })
  email: string;

  @ApiProperty({ example: 'Correct-horse-7' })
  password: string;
}

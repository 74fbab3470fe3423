import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// Response shapes for the OpenAPI description; the controllers build the plain objects.

@ApiSchema({ name: 'User' })
export class UserResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Lowercased.' }) email: string;
  @ApiProperty() name: string;
}

@ApiSchema({ name: 'VerifiedUser' })
export class VerifiedUserResponseDto extends UserResponseDto {
  @ApiProperty({ enum: [true] }) emailVerified: true;
}

@ApiSchema({ name: 'Session' })
export class SessionResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Device and browser read from the User-Agent: a hint, not proof.' }) device: string;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ type: String, nullable: true }) clientAddress: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'The session that made this request.' }) current: boolean;
}

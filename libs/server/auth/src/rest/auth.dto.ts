import { Allow } from 'class-validator';

// The service validates every field (same rules for GraphQL); the DTOs only whitelist the shape.

export class RegisterDto {
  @Allow() email: unknown;
  @Allow() password: unknown;
  @Allow() name: unknown;
}

import { Field, InputType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

// AuthService validates the values; these only declare the shape.

@InputType('RegisterInput', { description: 'A new account.' })
export class RegisterInput {
  @Allow() @Field({ description: 'E-mail address; trimmed and lowercased.' }) email: string;
  @Allow()
  @Field({ description: 'At least 8 characters with A–Z, a–z, 0–9 and a special character.' })
  password: string;
  @Allow() @Field({ description: 'Display name; not blank.' }) name: string;
}

@InputType('LoginInput', { description: 'Credentials of an existing account.' })
export class LoginInput {
  @Allow() @Field({ description: 'E-mail address (case-insensitive).' }) email: string;
  @Allow() @Field({ description: 'Password.' }) password: string;
}

import { Field, InputType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

// PasswordService validates the values; these only declare the shape.

@InputType('ChangePasswordInput', { description: 'The current password and the new one.' })
export class ChangePasswordInput {
  @Allow() @Field({ description: 'The password in use now.' }) currentPassword: string;
  @Allow()
  @Field({ description: 'At least 8 characters with A–Z, a–z, 0–9 and a special character.' })
  newPassword: string;
}

@InputType('ResetPasswordInput', { description: 'A reset link and the new password.' })
export class ResetPasswordInput {
  @Allow() @Field({ description: 'The token from the reset link.' }) token: string;
  @Allow()
  @Field({ description: 'At least 8 characters with A–Z, a–z, 0–9 and a special character.' })
  password: string;
}

@InputType('ChangeEmailInput', { description: 'The new address and the current password.' })
export class ChangeEmailInput {
  @Allow()
  @Field({ description: 'The address to move to; it takes effect once the link mailed to it is opened.' })
  email: string;
  @Allow() @Field({ description: 'The password in use now.' }) currentPassword: string;
}

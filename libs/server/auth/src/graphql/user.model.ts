import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('User', { description: 'A Coffer account.' })
export class UserModel {
  @Field(() => ID, { description: 'Stable opaque id.' })
  id: string;

  @Field({ description: 'Sign-in e-mail, stored trimmed and lowercased.' })
  email: string;

  @Field({ description: 'Display name.' })
  name: string;
}

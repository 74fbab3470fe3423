import { Field, ObjectType } from '@nestjs/graphql';
import { NodeInterface } from '@coffer/server-core';

@ObjectType('User', { description: 'A Coffer account.', implements: () => [NodeInterface] })
export class UserModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;

  @Field({ description: 'Sign-in e-mail, stored trimmed and lowercased.' })
  email: string;

  @Field({ description: 'Display name.' })
  name: string;
}

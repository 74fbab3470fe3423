import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { UserErrorModel } from '@coffer/server-core';

const USER_ERRORS = { description: 'Why nothing changed (validation and business rules); empty on success.' };

@InputType('SessionEndInput', { description: 'The session to sign out.' })
export class SessionEndInput {
  @Allow() @Field(() => ID, { description: 'Session.id of one of your sessions.' }) id: string;
}

@ObjectType('SessionEndPayload', { description: 'Which session was signed out, or why not.' })
export class SessionEndPayload {
  @Field(() => ID, { nullable: true, description: 'The session signed out; null when userErrors says why not.' })
  endedSessionId: string | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('SessionsEndOthersPayload', { description: 'How many other sessions were signed out.' })
export class SessionsEndOthersPayload {
  @Field(() => Int, {
    nullable: true,
    description: 'Sessions signed out (0 when this was the only one); null when userErrors says why not.',
  })
  endedSessionCount: number | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

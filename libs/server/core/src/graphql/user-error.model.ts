import { Field, ObjectType } from '@nestjs/graphql';

/**
 * A validation or business-rule failure returned inside a mutation's payload, next to a null result.
 * Authentication, authorization, limits and server faults stay top-level GraphQL errors.
 */
@ObjectType('UserError', {
  description: 'Why a mutation did not apply: the input field at fault, a stable code and a sentence for people.',
})
export class UserErrorModel {
  @Field(() => [String], {
    nullable: true,
    description: 'Path to the input field at fault, e.g. ["input", "name"]; null when no single field is.',
  })
  field: string[] | null;

  @Field({ description: 'Stable machine-readable code, the same codes as the REST API (e.g. NAME_TAKEN).' })
  code: string;

  @Field({ description: 'One user-facing sentence.' })
  message: string;
}

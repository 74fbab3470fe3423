import { ArgsType, Field, Int, type ArgsOptions } from '@nestjs/graphql';
import { Allow } from 'class-validator';

const LAST_DESCRIPTION = 'Page backward: this many items just before `before` (or the end); `first` is then ignored.';
const BEFORE_DESCRIPTION = 'startCursor of the page after; the page ends just before it.';

/** `@Args('last', LAST_ARG)`: every connection also pages backward. */
export const LAST_ARG: ArgsOptions = { type: () => Int, nullable: true, description: LAST_DESCRIPTION };
/** `@Args('before', BEFORE_ARG)`. */
export const BEFORE_ARG: ArgsOptions = { type: () => String, nullable: true, description: BEFORE_DESCRIPTION };

/** `last`/`before` for an args class (a connection whose arguments are one class). */
@ArgsType()
export class BackwardPageArgs {
  @Allow() @Field(() => Int, { nullable: true, description: LAST_DESCRIPTION }) last?: number | null;
  @Allow() @Field(() => String, { nullable: true, description: BEFORE_DESCRIPTION }) before?: string | null;
}

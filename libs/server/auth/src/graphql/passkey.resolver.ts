import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DomainError, requireSession } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { PasskeyService } from '../services/passkey.service';
import { PasskeyModel, PasskeyRegisterInput, PasskeyRenameInput } from './two-factor.models';
import { UserModel } from './user.model';
import { parseWebauthnJson } from './webauthn-json';

/** The viewer's passkeys over GraphQL; the same service as REST. Sessions only. */
@Resolver(() => UserModel)
export class PasskeyResolver {
  constructor(private readonly service: PasskeyService) {}

  @ResolveField(() => [PasskeyModel], { description: 'Your passkeys, oldest first. Sessions only.' })
  passkeys(@CurrentUser() user: AuthenticatedUser, @Parent() account: UserModel): Promise<PasskeyModel[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    return this.service.list(user.id);
  }

  @Mutation(() => String, {
    description:
      'Options for navigator.credentials.create(), as JSON text (PublicKeyCredentialCreationOptionsJSON); needs the password. Sessions only.',
  })
  async passkeyRegistrationOptions(
    @CurrentUser() user: AuthenticatedUser,
    @Args('password', { description: 'The current password.' }) password: string,
  ): Promise<string> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return JSON.stringify(await this.service.registrationOptions(user, password));
  }

  @Mutation(() => PasskeyModel, { description: 'Registers the passkey the browser created. Sessions only.' })
  passkeyRegister(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: "The browser's answer and a name." }) input: PasskeyRegisterInput,
  ): Promise<PasskeyModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.service.register(user, parseWebauthnJson(input.responseJson), input.name);
  }

  @Mutation(() => PasskeyModel, { description: 'Renames one of your passkeys. Sessions only.' })
  passkeyRename(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The passkey and its new name.' }) input: PasskeyRenameInput,
  ): Promise<PasskeyModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.service.rename(user.id, input.id, input.name);
  }

  @Mutation(() => Boolean, { description: 'Removes one of your passkeys: it no longer signs in. Sessions only.' })
  async passkeyRemove(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The passkey.' }) id: string,
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.service.remove(user.id, id);
    return true;
  }
}

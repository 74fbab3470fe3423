import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('SsoProvider', { description: 'An OpenID Connect provider people may sign in with.' })
export class SsoProviderModel {
  @Field({ description: 'Its id in URLs.' }) id: string;
  @Field({ description: 'The words of its button: "Sign in with <label>".' }) label: string;
}

@ObjectType('SignInOptions', { description: 'How people sign in on this server.' })
export class SignInOptionsModel {
  @Field({ description: 'Whether e-mail and password sign in (and sign up).' }) passwordSignIn: boolean;
  @Field(() => [SsoProviderModel], { description: 'The single sign-on providers.' }) providers: SsoProviderModel[];
}

@ObjectType('LinkedIdentity', { description: "One of the viewer's identities at a single sign-on provider." })
export class LinkedIdentityModel {
  @Field({ description: "The provider's id." }) provider: string;
  @Field({ description: "The provider's label." }) label: string;
  @Field(() => String, { nullable: true, description: 'The address the provider reported when it was linked.' })
  email: string | null;
  @Field({ description: 'When it was linked.' }) linkedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it last signed in.' }) lastUsedAt: Date | null;
}

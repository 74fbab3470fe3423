import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Session', { description: 'A signed-in browser session of the viewer.' })
export class SessionModel {
  @Field(() => ID, { description: 'Stable opaque id (not the cookie).' }) id: string;
  @Field({ description: 'Browser and system, read from the User-Agent (a hint: clients choose what they send).' })
  device: string;
  @Field(() => String, { nullable: true, description: 'The User-Agent last seen.' }) userAgent: string | null;
  @Field(() => String, { nullable: true, description: 'The client address last seen.' }) clientAddress: string | null;
  @Field({ description: 'When the person signed in.' }) createdAt: Date;
  @Field({ description: 'Last use (to the minute).' }) lastSeenAt: Date;
  @Field({ description: 'True for the session asking.' }) current: boolean;
}

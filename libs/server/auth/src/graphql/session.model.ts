import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfoModel } from '@coffer/server-core';
import { SignInMethodEnum } from './two-factor.models';

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
  @Field(() => SignInMethodEnum, { description: 'How the session signed in.' }) signInMethod: `${SignInMethodEnum}`;
}

@ObjectType('SessionEdge', { description: 'One session in a page.' })
export class SessionEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => SessionModel, { description: 'The session.' }) node: SessionModel;
}

@ObjectType('SessionConnection', { description: 'A page of your signed-in sessions, most recently used first.' })
export class SessionConnectionModel {
  @Field(() => [SessionEdgeModel], { description: 'This page.' }) edges: SessionEdgeModel[];
  @Field(() => [SessionModel], { description: 'The sessions of this page (the edges without cursors).' })
  nodes: SessionModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Sessions over all pages.' }) totalCount: number;
}

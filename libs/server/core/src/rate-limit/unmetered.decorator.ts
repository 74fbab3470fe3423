import { SetMetadata } from '@nestjs/common';

export const UNMETERED_KEY = 'coffer:unmetered';

/**
 * The route is not charged to the operation budget. For image previews only: a folder of photos
 * shows hundreds at once, each still checked for access like any other request.
 */
export const Unmetered = (): MethodDecorator & ClassDecorator => SetMetadata(UNMETERED_KEY, true);

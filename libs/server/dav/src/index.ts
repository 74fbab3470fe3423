export { DavModule } from './dav.module';
export { DAV_PREFIX } from './protocol/dav-path';
export { MAX_XML_BODY_BYTES } from './dav-handler';

/** Uploads: stored files (logos, stamps), owner of `uploads`; others check a file's kind with `assertUploadOfKind`. */

export { uploadsRoutes } from './routes';
export { assertUploadOfKind } from './uploads-service';

import { makeJpeg } from '../fixtures.ts';
import { uploadFile, type TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

/** A photo of the buyer's, uploaded for the call (the world's files stay as they are). */
async function uploadedId(client: TestClient): Promise<string> {
  return (await uploadFile(client, 'photo.jpg', await makeJpeg())).json().model.fileDescriptor.id;
}

export const filesCalls: ContractCalls = {
  'POST /secure/file-upload': async (w) => uploadFile(w.buyer.client, 'photo.jpg', await makeJpeg()),
  'POST /secure/add-file-metadata': async (w) =>
    w.buyer.client.post('/secure/add-file-metadata', {
      fileId: await uploadedId(w.buyer.client),
      metaData: 'certificate',
    }),
  'POST /user-files': (w) =>
    w.buyer.client.post('/user-files', { userId: w.buyer.id, metaData: 'certificate' }),
  'GET /secure/set-avatar': async (w) =>
    w.buyer.client.get('/secure/set-avatar', { fileId: await uploadedId(w.buyer.client) }),
  'POST /secure/set-avatar': async (w) =>
    w.buyer.client.post('/secure/set-avatar', { fileId: await uploadedId(w.buyer.client) }),
};

import type { Resolvers, DataExport } from '../../generated/resolvers.js';
import { requireViewer } from '../../policies.js';
import { listExports, requestExport, type DataExportRow } from './exports.js';

/** The row as the profile sees it: a ready export past its expiry is already 'expired' for the reader. */
export function dataExportView(row: DataExportRow, now = new Date()): DataExport {
  const expired = row.status === 'EXPIRED' || (row.expiresAt != null && row.expiresAt <= now);
  const ready = row.status === 'READY' && !expired;
  const base = `/account/exports/${row.token}`;
  return {
    id: row.id,
    status: expired ? 'EXPIRED' : row.status === 'READY' ? 'READY' : 'PENDING',
    createdAt: row.createdAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    jsonUrl: ready ? `${base}.json` : null,
    htmlUrl: ready ? `${base}.html` : null,
  };
}

export const privacyResolvers: Resolvers = {
  Query: {
    myDataExports: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'ownData');
      return (await listExports(ctx.db, user.id)).map((r) => dataExportView(r));
    },
  },
  Mutation: {
    requestDataExport: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'ownData');
      return dataExportView(await requestExport(ctx.db, user.id));
    },
  },
};

/** Where a user's stored file is served (GET /repository/users/{userId}/{fileName}, DESIGN §4). */
export const fileUrl = (userId: string, fileName: string) => `/repository/users/${userId}/${fileName}`;

/** The user's avatar (or its thumbnail), versioned so a new upload is not served from a cache; null without one. */
export function avatarUrl(
  row: { userId: string; avatarVersion: number | null },
  size: 'avatar' | 'thumbnail',
) {
  return row.avatarVersion ? `${fileUrl(row.userId, `${size}.jpg`)}?v=${row.avatarVersion}` : null;
}

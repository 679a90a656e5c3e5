/** Query keys of live lectures (billing invalidates `all` after a payment). */
export const liveLectureKeys = {
  all: ['live-lectures'] as const,
  packages: () => [...liveLectureKeys.all, 'packages'] as const,
  access: () => [...liveLectureKeys.all, 'access'] as const,
  upcoming: () => [...liveLectureKeys.all, 'upcoming'] as const,
}

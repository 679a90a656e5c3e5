import {
  ZCategoryList,
  ZCategoryParams,
  ZLibraryPageQuery,
  ZLibrarySearchQuery,
  ZNoteDetail,
  ZNoteList,
  ZNoteParams,
  ZStudyCalendar,
  ZVideoDetail,
  ZVideoList,
  ZVideoParams,
} from '@nurseready/shared/schemas/library'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/auth'
import type { LibraryService } from './library.service'

/**
 * The library: video subjects and notes subjects, their lectures and notes, and the study
 * calendar. Every route needs a session; files are reached only through the signed links these
 * answers carry (paid ones only for students whose subscription is valid).
 */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService }> = async (
  app,
  { library },
) => {
  app.addHook('onRequest', requireUser)
  // Answers hold short-lived signed links: never cache them in shared caches.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store')
  })
  const tags = ['library']

  app.get(
    '/library/video-categories',
    { schema: { tags, querystring: ZLibraryPageQuery, response: { 200: ZCategoryList } } },
    async (req) => library.listCategories('video', req.query),
  )

  app.get(
    '/library/video-categories/:id/videos',
    {
      schema: {
        tags,
        params: ZCategoryParams,
        querystring: ZLibrarySearchQuery,
        response: { 200: ZVideoList },
      },
    },
    async (req) => library.listVideos(currentUser(req).id, req.params.id, req.query),
  )

  app.get(
    '/library/videos/:id',
    { schema: { tags, params: ZVideoParams, response: { 200: ZVideoDetail } } },
    async (req) => library.getVideo(currentUser(req).id, req.params.id),
  )

  app.get(
    '/library/notes-categories',
    { schema: { tags, querystring: ZLibraryPageQuery, response: { 200: ZCategoryList } } },
    async (req) => library.listCategories('notes', req.query),
  )

  app.get(
    '/library/notes-categories/:id/notes',
    {
      schema: {
        tags,
        params: ZCategoryParams,
        querystring: ZLibrarySearchQuery,
        response: { 200: ZNoteList },
      },
    },
    async (req) => library.listNotes(currentUser(req).id, req.params.id, req.query),
  )

  app.get(
    '/library/notes/:id',
    { schema: { tags, params: ZNoteParams, response: { 200: ZNoteDetail } } },
    async (req) => library.getNote(currentUser(req).id, req.params.id),
  )

  app.get(
    '/library/study-calendar',
    { schema: { tags, response: { 200: ZStudyCalendar } } },
    async () => library.studyCalendar(),
  )
}

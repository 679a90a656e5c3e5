import { type AppDeps, moduleDeps } from './app-deps'
import { createLogger } from './lib/logger'
import { adminPlugin } from './modules/admin/admin.plugin'
import { adminContentPlugin } from './modules/admin-content/admin-content.plugin'
import { authPlugin } from './modules/auth/auth.plugin'
import { billingPlugin } from './modules/billing/billing.plugin'
import { blogPlugin } from './modules/blog/blog.plugin'
import { devPlugin } from './modules/dev/dev.plugin'
import { faqsPlugin } from './modules/faqs/faqs.plugin'
import { flashcardsPlugin } from './modules/flashcards/flashcards.plugin'
import { highlightsPlugin } from './modules/highlights/highlights.plugin'
import { itemBankPlugin } from './modules/item-bank/item-bank.plugin'
import { libraryPlugin } from './modules/library/library.plugin'
import { liveLecturesPlugin } from './modules/live-lectures/live-lectures.plugin'
import { marketingPlugin } from './modules/marketing/marketing.plugin'
import { mediaPlugin } from './modules/media/media.plugin'
import { questionBankPlugin } from './modules/question-bank/question-bank.plugin'
import { readinessPlugin } from './modules/readiness/readiness.plugin'
import { schedulePlugin } from './modules/schedule/schedule.plugin'
import { seoPlugin } from './modules/seo/seo.plugin'
import { supportChatPlugin } from './modules/support-chat/support-chat.plugin'
import { webinarsPlugin } from './modules/webinars/webinars.plugin'
import { sessionAuth } from './plugins/auth'
import { createFastify, platform } from './plugins/platform'
import { webApp } from './web/web-app'

export type { AppDeps }

/** The modules whose routes live under /api, in the order of the OpenAPI document. */
const API_MODULES = [
  authPlugin,
  marketingPlugin,
  questionBankPlugin,
  webinarsPlugin,
  faqsPlugin,
  libraryPlugin,
  supportChatPlugin,
  billingPlugin,
  liveLecturesPlugin,
  blogPlugin,
  readinessPlugin,
  schedulePlugin,
  flashcardsPlugin,
  highlightsPlugin,
  adminPlugin,
  adminContentPlugin,
  itemBankPlugin,
]

/** The modules that answer outside /api: development pages, media files, sitemap and robots. */
const SITE_MODULES = [devPlugin, mediaPlugin, seoPlugin]

/** The whole HTTP application as a Fastify instance, without listen(): tests inject into it. */
export async function buildApp(appDeps: AppDeps) {
  const app = createFastify(appDeps.config, appDeps.logger ?? createLogger(appDeps.config))
  const deps = await moduleDeps(app, appDeps)
  await app.register(platform, { config: deps.config, counters: deps.counters })
  await app.register(sessionAuth, { auth: deps.auth })
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module, deps)
    },
    { prefix: '/api' },
  )
  for (const module of SITE_MODULES) await app.register(module, deps)
  await app.register(webApp, {
    webDist: deps.config.WEB_DIST,
    publicUrl: deps.config.PUBLIC_URL,
    findArticle: (slug) => deps.blog.findPublished(slug),
  })
  return app
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ENQUIRY_CALLS, OPTION_LISTS, optionsAnswer, optionsBody } from '../../../shared/api/enquiry'
import { envelope, ok } from '../../http'
import { activeOptions } from '../../lib/option-lists'

/**
 * POST /enquiry/options (Enquiry + query): an option list by name; 'requestType' answers the active enquiry types of
 * the Options screen's list (issue 21), in order, or the built-in types without the options module.
 */
export function enquiryOptionRoutes(fastify: FastifyInstance): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    ENQUIRY_CALLS.options,
    {
      schema: {
        tags: ['enquiry'],
        summary: "An option list by name: 'requestType' answers the active enquiry types (the form uses the first as default)",
        body: optionsBody,
        response: { 200: envelope.extend(optionsAnswer.shape) },
      },
      config: { access: { screen: 'Enquiry', button: 'query' } },
    },
    async (request, reply) => {
      const { name } = request.body
      const listed = await activeOptions(fastify.db, name)
      return ok(reply, { options: listed ? listed.map((o) => o.value) : [...OPTION_LISTS[name]] })
    },
  )
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ENQUIRY_CALLS, OPTION_LISTS, optionsAnswer, optionsBody } from '../../../shared/api/enquiry'
import { envelope, ok } from '../../http'

/** POST /enquiry/options (Enquiry + query): an option list by name; 'requestType' answers the enquiry types. */
export function enquiryOptionRoutes(fastify: FastifyInstance): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    ENQUIRY_CALLS.options,
    {
      schema: {
        tags: ['enquiry'],
        summary: "An option list by name: 'requestType' answers the enquiry types (the form uses the first as default)",
        body: optionsBody,
        response: { 200: envelope.extend(optionsAnswer.shape) },
      },
      config: { access: { screen: 'Enquiry', button: 'query' } },
    },
    async (request, reply) => ok(reply, { options: [...OPTION_LISTS[request.body.name]] }),
  )
}

import { and, asc, eq, exists, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEPARTMENTS } from '../../../shared/api/users'
import type { Need } from '../../../shared/permissions'
import { branches, serviceCentres, vehicleMakes, vehicleModels, vehicleTypes } from '../../db/schema'
import { envelope, ok } from '../../http'
import { containsText } from '../../lib/list-query'
import { defineModule } from '../../lib/module'
import { activeOptions } from '../../lib/option-lists'

const tags = ['lookups']
const idName = z.object({ _id: z.string(), name: z.string() })
const blank = (v: unknown) => (v === null || v === '' ? undefined : v)

/**
 * The user form's pick lists (spec 000 section 7, Lookups). Every one needs Users + query: they exist to
 * fill the user form and its filter panel (the gate takes one need per route). Departments are the Options screen's
 * department list's active values (issue 21), or the built-in DEPARTMENTS without the options module.
 */
const access: Need = { screen: 'Users', button: 'query' }

async function lookupsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    '/inventory/scu/centres',
    {
      schema: {
        tags,
        summary: 'Active service centres whose title contains the keyword (at most 200)',
        body: z.object({ keyword: z.preprocess(blank, z.string().trim().max(200, 'The value is too long').optional()) }),
        response: {
          200: envelope.extend({
            serviceCentre: z.array(
              z.object({
                _id: z.string(),
                title: z.string(),
                mobileNo: z.string().nullable(),
                address: z.string().nullable(),
                location: z.object({ coordinates: z.array(z.number()) }),
              }),
            ),
          }),
        },
      },
      config: { access },
    },
    async (request, reply) => {
      const k = request.body.keyword
      const rows = await db
        .select()
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), k ? containsText(sql`${serviceCentres.title}`, k) : undefined))
        .orderBy(asc(serviceCentres.title))
        .limit(200)
      return ok(reply, {
        serviceCentre: rows.map((r) => ({
          _id: r.id,
          title: r.title,
          mobileNo: r.mobileNo,
          address: r.address,
          location: { coordinates: r.longitude !== null && r.latitude !== null ? [r.longitude, r.latitude] : [] },
        })),
      })
    },
  )

  app.get(
    '/branch/scu',
    {
      schema: {
        tags,
        summary: 'Active branches of an active service centre (none for a deleted centre)',
        querystring: z.object({ scuId: z.guid({ error: 'Please select Service Center' }) }),
        response: { 200: envelope.extend({ result: z.array(idName) }) },
      },
      config: { access },
    },
    async (request, reply) => {
      const rows = await db
        .select({ _id: branches.id, name: branches.name })
        .from(branches)
        .innerJoin(serviceCentres, eq(serviceCentres.id, branches.scuId))
        .where(and(eq(branches.scuId, request.query.scuId), eq(branches.active, true), eq(serviceCentres.active, true)))
        .orderBy(asc(branches.name))
      return ok(reply, { result: rows })
    },
  )

  app.get(
    '/get/center/names',
    {
      schema: {
        tags,
        summary: 'Active service centres (id and title)',
        response: { 200: envelope.extend({ result: z.array(z.object({ _id: z.string(), title: z.string() })) }) },
      },
      config: { access },
    },
    async (_request, reply) => {
      const rows = await db
        .select({ _id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(eq(serviceCentres.active, true))
        .orderBy(asc(serviceCentres.title))
      return ok(reply, { result: rows })
    },
  )

  app.get(
    '/get/department/names',
    {
      schema: {
        tags,
        summary: 'The department types a worker can belong to (the active values of the department option list)',
        response: { 200: envelope.extend({ result: z.array(z.string()) }) },
      },
      config: { access },
    },
    async (_request, reply) => {
      const listed = await activeOptions(db, 'department')
      return ok(reply, { result: listed ? listed.map((o) => o.value) : [...DEPARTMENTS] })
    },
  )

  app.get(
    '/vehicleTypes',
    {
      schema: { tags, summary: 'Vehicle types', response: { 200: envelope.extend({ vehicleTypes: z.array(idName) }) } },
      config: { access },
    },
    async (_request, reply) => {
      const rows = await db.select({ _id: vehicleTypes.id, name: vehicleTypes.name }).from(vehicleTypes).orderBy(asc(vehicleTypes.name))
      return ok(reply, { vehicleTypes: rows })
    },
  )

  app.get(
    '/get/dropdown/vehicle/make',
    {
      schema: {
        tags,
        summary: 'Vehicle make names (makes with an active model)',
        response: { 200: envelope.extend({ result: z.array(z.string()) }) },
      },
      config: { access },
    },
    async (_request, reply) => {
      // Only makes with an active model: a make whose models were all deleted leaves the picker.
      const rows = await db
        .select({ name: vehicleMakes.name })
        .from(vehicleMakes)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(vehicleModels)
              .where(and(eq(vehicleModels.makeId, vehicleMakes.id), eq(vehicleModels.active, true))),
          ),
        )
        .orderBy(asc(vehicleMakes.name))
      return ok(reply, { result: rows.map((r) => r.name) })
    },
  )

  app.get(
    '/vehicle/model/list',
    {
      schema: {
        tags,
        summary: 'Active model names of a vehicle make (by make name); none for an unknown make',
        querystring: z.object({
          vehicleMake: z
            .string({ error: 'Please fill all the mandatory fields' })
            .trim()
            .min(1, 'Please fill all the mandatory fields')
            .max(100, 'The value is too long'),
        }),
        response: { 200: envelope.extend({ data: z.object({ result: z.array(z.string()) }) }) },
      },
      config: { access },
    },
    async (request, reply) => {
      const rows = await db
        .select({ name: vehicleModels.name })
        .from(vehicleModels)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
        .where(and(eq(vehicleMakes.name, request.query.vehicleMake), eq(vehicleModels.active, true)))
        .orderBy(asc(vehicleModels.name))
      return ok(reply, { data: { result: rows.map((r) => r.name) } })
    },
  )
}

export default defineModule(lookupsModule)

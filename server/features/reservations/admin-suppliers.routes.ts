import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SUPPLIER_NAME_TAKEN, SUPPLIERS_FULL, supplierSchema } from '#lib/domain/reservation/supplier.schema.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

async function uniquelyNamed<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fieldError('name', SUPPLIER_NAME_TAKEN);
    throw error;
  }
}

/** `GET`/`POST /api/admin/suppliers`, `PUT /api/admin/suppliers/:id` (issue 30). Roles and cache effects: lib/api-routes.ts. */
export function adminSuppliersRoutes() {
  const routes = new ApiHandlers();

  routes.on('suppliers.list', async (req, res) => {
    res.json({ items: await req.services.suppliers.list() });
  });

  routes.on('suppliers.get', async (req, res) => {
    const supplier = await req.services.suppliers.get(pathId(req.params.id, 'Supplier'));
    if (!supplier) throw notFound('Supplier not found');
    res.json(supplier);
  });

  routes.on('suppliers.create', async (req, res) => {
    const input = parse(supplierSchema, req.body);
    const created = await uniquelyNamed(() =>
      req.services.transaction(async (tx) => {
        if (!(await tx.suppliers.roomForAnother())) throw new HttpError(409, SUPPLIERS_FULL);
        return tx.suppliers.create(input);
      }),
    );
    res.status(201).json(created);
  });

  routes.on('suppliers.update', async (req, res) => {
    const id = pathId(req.params.id, 'Supplier');
    const input = parse(supplierSchema, req.body);
    const updated = await req.services.suppliers.update(id, input);
    if (!updated) throw notFound('Supplier not found');
    await uniquelyNamed(() => req.services.commit());
    res.json(updated);
  });

  return routes;
}

import { fulfils } from '../../../src/domain/test-payments.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { releaseDiscountUse, retakeDiscountUse } from '../discount-codes/service.ts';
import {
  type CatalogueOrder,
  lockOrderOf,
  returnStock,
  returnStoreStock,
  setOrderState,
  takeStock,
  takeStoreStock,
} from './order-repository.ts';
import { countedUnits } from './quote.ts';

/** Money taken or promised: the held stock becomes a sale. */
const SOLD: TransactionState[] = ['paid', 'authorized', 'cod'];
/** No payment now, or none ever: the stock and the code's use go back. */
const RELEASED: TransactionState[] = ['failed', 'canceled', 'expired', 'invalid'];

type Units = ReturnType<typeof countedUnits>;

/** Gives the units back where they were taken from: the order's store's own stock, or the product's. */
async function giveBack(trx: DbHandle, order: CatalogueOrder, units: Units = countedUnits(order.lines)) {
  for (const { productId, quantity, fromStore } of units) {
    if (!fromStore) await returnStock(trx, productId, quantity);
    else if (order.store_id !== null) await returnStoreStock(trx, productId, order.store_id, quantity);
  }
}

/** Takes the units again where the checkout took them; false when they are no longer all there. */
function takeAgain(trx: DbHandle, order: CatalogueOrder, { productId, quantity, fromStore }: Units[number]) {
  if (!fromStore) return takeStock(trx, productId, quantity);
  // A store since deleted cannot hand the order over: the merchant decides.
  if (order.store_id === null) return Promise.resolve(false);
  return takeStoreStock(trx, productId, order.store_id, quantity);
}

/**
 * Takes every counted line's stock of an order whose hold was released, all or none: the line
 * that fell short, or null once all of it is taken (and the code's use counted again).
 */
export async function retakeOrderStock(
  trx: DbHandle,
  order: CatalogueOrder,
): Promise<CatalogueOrder['lines'][number] | null> {
  const taken: Units = [];
  for (const units of countedUnits(order.lines)) {
    if (!(await takeAgain(trx, order, units))) {
      await giveBack(trx, order, taken);
      // The units were counted from these lines: one of them is the product that fell short.
      return order.lines.find(
        (line) => line.product_id === units.productId,
      ) as CatalogueOrder['lines'][number];
    }
    taken.push(units);
  }
  if (order.voucher_id) await retakeDiscountUse(trx, order.voucher_id);
  return null;
}

/**
 * A payment that came after its hold was released (a retry after a decline): the stock is
 * taken again if it is all still there; otherwise nothing is taken and the order waits on the
 * merchant's "needs attention" list, so nothing is ever sold twice in silence.
 */
async function sellAfterRelease(trx: DbHandle, order: CatalogueOrder): Promise<void> {
  const short = await retakeOrderStock(trx, order);
  await setOrderState(trx, order.id, short ? 'needs_attention' : 'sold');
}

/** The held stock and the code's use go back: the order will never be sold. */
async function release(trx: DbHandle, order: CatalogueOrder): Promise<void> {
  await giveBack(trx, order);
  if (order.voucher_id) await releaseDiscountUse(trx, order.voucher_id);
  await setOrderState(trx, order.id, 'released');
}

/**
 * Payments tells the catalogue when an order's transaction changes, in the same database
 * transaction. A test payment sells nothing: its hold is released like an unpaid one, so
 * anyone with the providers' published test cards can neither get goods shipped nor empty
 * the shelves; staff see its transaction marked Test.
 */
export async function onCatalogueOrderPayment(
  trx: DbHandle,
  transactionId: string,
  to: TransactionState,
  _from: TransactionState,
  settled: { testPayment: boolean },
): Promise<void> {
  const order = await lockOrderOf(trx, transactionId);
  if (!order) return;
  if (SOLD.includes(to) && !fulfils({ test_payment: settled.testPayment })) {
    if (order.state === 'held') await release(trx, order);
    return;
  }
  if (SOLD.includes(to)) {
    if (order.state === 'held') await setOrderState(trx, order.id, 'sold');
    else if (order.state === 'released') await sellAfterRelease(trx, order);
    return;
  }
  if (RELEASED.includes(to) && order.state === 'held') await release(trx, order);
  // A flagged authorisation voided by staff: no money was taken, so nothing is owed or held.
  if (RELEASED.includes(to) && order.state === 'needs_attention')
    await setOrderState(trx, order.id, 'released');
}

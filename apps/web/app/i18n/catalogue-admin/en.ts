/** Texts of the staff's catalogue prices page (/staff/catalogue) and of its refusals and audit entries. */
export const catalogueAdminEn = {
  "catalogueAdmin.title": "Catalogue prices",
  "catalogueAdmin.intro":
    "The prices of career services on each site, in the site's currency. A change counts for carts and orders from the moment it is confirmed; orders already placed keep the prices they were made at.",
  "catalogueAdmin.sites": "Sites",
  "catalogueAdmin.siteHeading": "{site}: prices in {currency}",
  "catalogueAdmin.addOns": "Add-ons",
  "catalogueAdmin.addOnWith": "With {services}",
  "catalogueAdmin.planAddOns": "Add-ons offered: {addOns}",
  "catalogueAdmin.planName": "{service}: {plan}",
  "catalogueAdmin.price": "Price",
  "catalogueAdmin.listPrice": "Struck-through price",
  "catalogueAdmin.notSold": "Not sold on this site",
  "catalogueAdmin.none": "None",
  "catalogueAdmin.lastChange": "Changed by {name} on {date}",
  "catalogueAdmin.change": "Change",
  "catalogueAdmin.changeNamed": "Change the price of {name}",
  "catalogueAdmin.edit.title": "Change: {name}",
  "catalogueAdmin.edit.sold": "Sold on this site",
  "catalogueAdmin.edit.price": "Price in {currency}",
  "catalogueAdmin.edit.priceHint": "In the site's currency, e.g. 249 or 249.50.",
  "catalogueAdmin.edit.listPrice": "Struck-through price in {currency} (optional)",
  "catalogueAdmin.edit.listPriceHint":
    "Only a price this plan really sold for, above the new price. Leave it empty for none.",
  "catalogueAdmin.edit.review": "Review the change",
  "catalogueAdmin.edit.cancel": "Cancel",
  "catalogueAdmin.confirm.title": "Confirm the change",
  "catalogueAdmin.confirm.item": "{name} on the {site} site",
  "catalogueAdmin.confirm.priceNow": "Price now",
  "catalogueAdmin.confirm.priceAfter": "Price after the change",
  "catalogueAdmin.confirm.listNow": "Struck-through price now",
  "catalogueAdmin.confirm.listAfter": "Struck-through price after the change",
  "catalogueAdmin.confirm.note":
    "Orders already placed, paid or waiting for payment, keep the prices they were made at. Carts and new orders use the new price as soon as you confirm.",
  "catalogueAdmin.confirm.submit": "Confirm the change",
  "catalogueAdmin.confirm.back": "Back to the form",
  "catalogueAdmin.notice.saved":
    "The change is saved. Carts and new orders use it now; orders already placed keep their prices.",
  "catalogueAdmin.notice.unchanged": "Nothing changed: these were already the prices.",
  "staff.action.price.change": "Price changed:",
  "accounts.msg.catalogueItemUnknown": "This plan or add-on is not in the catalogue.",
  "accounts.msg.catalogueListPriceNotAbove":
    "The struck-through price must be above the price, or left empty.",
  "accounts.msg.cataloguePriceChangedMeanwhile":
    "Someone changed this price while you were looking at it. Please check the price now and try again.",
} as const;

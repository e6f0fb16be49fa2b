-- name: GetCustomer
SELECT Name, Email FROM Customers WHERE CustomerId = @id;

-- name: OrdersOfCustomer
SELECT OrderId, Total FROM Orders WHERE CustomerId = @id;

-- name: CustomerWithOrders
SELECT c.Name, o.Total FROM Customers c JOIN Orders o ON o.CustomerId = c.CustomerId WHERE c.CustomerId = @id;

-- name: Login
SELECT CustomerId, Name FROM Customers WHERE Email = @email;

-- name: CustomersNamed
SELECT CustomerId FROM Customers WHERE Name = @name;

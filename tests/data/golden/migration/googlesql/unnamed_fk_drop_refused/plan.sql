error: the unnamed foreign key Concerts(SingerId) has to be dropped, but Spanner named it itself: name it in the old schema as Spanner prints it
